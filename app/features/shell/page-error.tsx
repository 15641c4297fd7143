// A branded error screen inside the site's layout (header and footer stay), with a way home.
import { Link, isRouteErrorResponse } from 'react-router';

export function PageError({
  error,
  notFoundTitle = 'Page not found',
  notFoundText = 'We could not find that page.',
}: {
  error: unknown;
  notFoundTitle?: string;
  notFoundText?: string;
}) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? notFoundTitle : 'Something went wrong';
  if (!notFound) console.error(error);
  return (
    <div className="error-page">
      <h1>{title}</h1>
      <p>{notFound ? notFoundText : 'Sorry, this page could not be shown. Please try again in a moment.'}</p>
      <p>
        <Link className="btn" to="/">
          Go to Homepage
        </Link>
      </p>
    </div>
  );
}
