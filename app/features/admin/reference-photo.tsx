// The customer's reference photo of an order, as the lead page and the calendar's day view show it:
// a bounded thumbnail that opens the photo itself (served only to a signed-in admin).
export function ReferencePhoto({ url, name }: { url: string; name: string }) {
  return (
    <figure className="reference-photo">
      <a href={url} target="_blank" rel="noopener noreferrer">
        <img src={url} alt={`Reference photo sent by ${name}`} loading="lazy" />
      </a>
      <figcaption>
        Reference photo{' '}
        <a href={url} target="_blank" rel="noopener noreferrer" className="no-print">
          (open full size<span className="visually-hidden">, opens in a new tab</span>)
        </a>
      </figcaption>
    </figure>
  );
}
