// Table interfaces for Kysely. Booleans are stored as 0/1 integers on both databases so the
// same code reads them; money is whole rupees in an integer column.
import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<string, string | undefined, string>;

export interface CategoriesTable {
  id: Generated<number>;
  slug: string;
  slug_key: string;
  alias_key: string | null;
  name: string;
  menu_group: string;
  menu_subgroup: string | null;
  sort_order: number;
  is_active: number;
  image_name: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductsTable {
  id: Generated<number>;
  title: string;
  description: string;
  category_id: number;
  price: number;
  stock: number;
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
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ImagesTable {
  filename: string;
  kind: 'product' | 'category';
  content_type: string;
  width: number;
  height: number;
  bytes: Uint8Array;
  etag: string;
  created_at: Timestamp;
}

export interface ImageVariantsTable {
  filename: string;
  format: 'avif' | 'webp' | 'jpeg';
  width: number;
  bytes: Uint8Array;
  etag: string;
}

export interface Database {
  categories: CategoriesTable;
  products: ProductsTable;
  images: ImagesTable;
  image_variants: ImageVariantsTable;
  admins: AdminsTable;
  admin_sessions: AdminSessionsTable;
  login_attempts: LoginAttemptsTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
}

export type CategoryRow = Selectable<CategoriesTable>;
export type ProductRow = Selectable<ProductsTable>;

// Admin accounts, sessions and failed-login counters (issue 5). Timestamps are ISO strings.
export interface AdminsTable {
  id: Generated<number>;
  username: string;
  username_key: string;
  /** scrypt$N$r$p$salt$hash (base64url). */
  password_hash: string;
  is_active: number;
  created_at: string;
  updated_at: string;
}

export interface AdminSessionsTable {
  token_hash: string;
  admin_id: number;
  created_at: string;
  last_seen_at: string;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  kind: 'user' | 'ip';
  key: string;
  attempted_at: string;
}

// The anonymous cart (issue 4). Timestamps are ISO strings written by the service.
export interface CartsTable {
  id: Generated<number>;
  /** The browser's sessId: a lowercase version-4 UUID. */
  session_id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CartItemsTable {
  id: Generated<number>;
  cart_id: number;
  product_id: number;
  /** 1 to 999 (checked by the database too). */
  quantity: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}
