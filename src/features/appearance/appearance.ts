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
