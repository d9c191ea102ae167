/** Invented Indian brands (no real trademarks); the logo is drawn from the slug. */
export const brandDefs = [
  { slug: 'gulmohar-beauty', name: 'Gulmohar Beauty' },
  { slug: 'noor-and-neel', name: 'Noor & Neel' },
  { slug: 'lavanya-skin', name: 'Lavanya Skin' },
  { slug: 'vedara-botanicals', name: 'Vedara Botanicals' },
  { slug: 'kesari-naturals', name: 'Kesari Naturals' },
  { slug: 'nilgiri-roots', name: 'Nilgiri Roots' },
  { slug: 'ittar-ghar', name: 'Ittar Ghar' },
  { slug: 'rangrez-house', name: 'Rangrez House' },
  { slug: 'meher-attire', name: 'Meher Attire' },
  { slug: 'kaveri-weaves', name: 'Kaveri Weaves' },
  { slug: 'aabha-jewels', name: 'Aabha Jewels' },
  { slug: 'kundan-kaari', name: 'Kundan Kaari' },
  { slug: 'sitara-studio', name: 'Sitara Studio' },
  { slug: 'baagh-leather-co', name: 'Baagh Leather Co' },
  { slug: 'diya-and-dhoop', name: 'Diya & Dhoop' },
  { slug: 'saanjh-home', name: 'Saanjh Home' },
  { slug: 'mitti-mantra', name: 'Mitti Mantra' },
  { slug: 'padma-atelier', name: 'Padma Atelier' },
] as const;

export type BrandSlug = (typeof brandDefs)[number]['slug'];
