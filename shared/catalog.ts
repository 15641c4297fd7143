// The public shapes of spec section 3, shared by the API and the pages. Kept free of zod so that
// components importing it do not ship the validator to the browser (schemas: catalog-schemas.ts).

export interface Product {
  id: number;
  title: string;
  description: string;
  /** The category's menu slug (e.g. "latex"). */
  category: string;
  price: number;
  stock: number;
  /** Stored image file name; fetch it from /api/admin/uploads/product?filename=. */
  image: string | null;
  occassion: string;
  color: string;
  material: string;
  brand: string;
  netquantity: string;
  about1: string | null;
  about2: string | null;
  about3: string | null;
  about4: string | null;
  about5: string | null;
  about6: string | null;
  about7: string | null;
  about8: string | null;
  about9: string | null;
  about10: string | null;
}

export interface Category {
  id: number;
  slug: string;
  name: string;
  menuGroup: string;
  menuSubgroup: string | null;
  sortOrder: number;
  imageName: string | null;
  isActive: boolean;
}

export function aboutLines(p: Product): string[] {
  const out: string[] = [];
  for (let i = 1; i <= 10; i++) {
    const v = p[`about${i}` as keyof Product];
    if (typeof v === 'string' && v.trim() !== '') out.push(v);
  }
  return out;
}

/** A product's page: /product-detail?id={id}&category={category}. */
export function productHref(p: Pick<Product, 'id' | 'category'>): string {
  return `/product-detail?id=${p.id}&category=${encodeURIComponent(p.category)}`;
}

export function productImageUrl(filename: string): string {
  return `/api/admin/uploads/product?filename=${encodeURIComponent(filename)}`;
}
/** The picture for link previews (Open Graph, WhatsApp): a 640 px JPEG, the most widely understood format. */
export function previewImageUrl(filename: string): string {
  return `${productImageUrl(filename)}&w=640&format=jpeg`;
}

export function categoryImageUrl(filename: string): string {
  return `/api/admin/uploads?filename=${encodeURIComponent(filename)}`;
}
