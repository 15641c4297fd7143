// /product-detail?id={id}&category={category}: every field a visitor sees of the product, "About This
// Item" only when about1 exists, Add to Cart, and "Similar Products" of the same category.
import { data } from 'react-router';
import { servicesContext } from '../context.ts';
import { deferServer, isPending } from '../features/catalogue/deferred.tsx';
import {
  PRODUCT_NOT_FOUND,
  type ProductPage,
  ProductPageView,
  productJsonLd,
  productSummary,
  productTitle,
  productTrail,
} from '../features/catalogue/product-view.tsx';
import { PageError } from '../features/shell/page-error.tsx';
import { errorMeta, localeFrom, originFrom, seo } from '../features/shell/seo.ts';
import { breadcrumbList } from '../features/shell/breadcrumbs.tsx';
import { previewImageUrl } from '../../shared/catalog.ts';
import { requestLocale } from '../../shared/locale.ts';
import { categoryName } from '../../shared/locale-text.ts';
import { idParam } from '../../shared/catalog-schemas.ts';
import { SIMILAR_PRODUCTS_LIMIT } from '../../shared/constants.ts';
import { PAGE_QUERY, pageQuery, productHref } from '../../shared/urls.ts';
import type { Route } from './+types/product-detail';
import { productAskText } from '../features/catalogue/product-ask.server.ts';
import { productWords, shownProduct, similarProduct } from '../features/catalogue/product-words.server.ts';

export async function loader({ request, context }: Route.LoaderArgs): Promise<ProductPage> {
  const { catalog, config, settings } = context.get(servicesContext);
  const parsed = idParam.safeParse(pageQuery(request, PAGE_QUERY.productDetail).get('id') ?? '');
  const product = parsed.success ? await catalog.getProduct(parsed.data) : undefined;
  if (!product) throw data(PRODUCT_NOT_FOUND.title, { status: 404 });
  const category = await catalog.findCategory(product.category);
  const [similar, addOns] = await Promise.all([category ? catalog.similarProducts(category.id, product.id, SIMILAR_PRODUCTS_LIMIT) : [], catalog.addOns()]);
  const locale = requestLocale(request);
  const named = { product, categoryName: category ? categoryName(category, locale) : product.category, categorySlug: category?.isActive ? category.slug : null };
  return {
    ...named,
    similar: similar.map((p) => similarProduct(p, locale)),
    addOns: addOns.map((p) => shownProduct(p, locale)),
    seller: (await settings.business()).name,
    title: productTitle(product, locale),
    summary: productSummary(product, locale),
    trail: productTrail(named, locale, category),
    askText: productAskText(product, locale, config.baseUrl),
    words: productWords(product, locale),
  };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return deferServer(serverLoader);
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (error) return errorMeta(error, matches, PRODUCT_NOT_FOUND.title);
  if (!loaderData || isPending(loaderData)) return [{ title: 'Loading... | Gubbara' }];
  const p = loaderData.product;
  const origin = originFrom(matches);
  return seo({ matches,
    title: loaderData.title,
    description: loaderData.summary,
    path: productHref(p),
    origin,
    type: 'product',
    image: p.image ? previewImageUrl(p.image) : undefined,
    imageAlt: p.title,
    imageType: 'image/jpeg',
    imageWidth: 640,
    imageHeight: 640,
    priceRupees: p.price,
    jsonLd: [productJsonLd(loaderData, origin, localeFrom(matches)), breadcrumbList(loaderData.trail, origin, productHref(p), matches)],
  });
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  return <ProductPageView loaderData={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} notFoundTitle={PRODUCT_NOT_FOUND.title} notFoundText={PRODUCT_NOT_FOUND.text} />;
}
