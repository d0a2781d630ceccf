/**
 * What the public content API answers, shared by the server that builds it and the browser that
 * reads it, so the type-checker keeps the two in step. Bilingual settings carry both languages;
 * content (articles, areas) comes in the request's language.
 */

/** An image the server hosts, by its absolute site path. */
export interface ServerImage {
  path: string;
}

export interface TopBarItem {
  id: number;
  title_ar: string;
  title_en: string;
}

export interface FooterLabel {
  group_name_ar: string | null;
  label_ar: string;
  label_en: string;
  url: string;
}

export interface QuickLink {
  url: string;
  image: ServerImage;
  title_ar: string;
  title_en: string;
}

/** One place of the reserve shown on the home page. */
export interface ReservePlace {
  large_image: ServerImage;
  small_image: ServerImage;
  title_ar: string;
  title_en: string;
  description_ar: string;
  description_en: string;
}

export interface LinkedImage {
  url: string;
  image: ServerImage;
}

/** The site-wide settings the header, footer and pages are dressed with (GET /appearance). */
export interface Appearance {
  top_bar: TopBarItem[];
  footer_labels: FooterLabel[];
  pages_headers: Record<string, ServerImage>;
  quick_links: QuickLink[];
  region: ReservePlace[];
  our_partners: LinkedImage[];
  achievements: LinkedImage[];
}

/** A news article as GET /articles lists it, in the request's language. */
export interface Article {
  uuid: string;
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  image: ServerImage | null;
  created_at: string;
  likes_count: number;
}

/** An area of the reserve a resident may live in (GET /reserve-areas). */
export interface ReserveArea {
  id: number;
  name: string;
}
