/** The address of an image served by /image/show (routes.ts): 0 as stored, 1–3 small to large renders. */
export const imageUrl = (file: string, size: 0 | 1 | 2 | 3) =>
  `/image/show/?fileName=${encodeURIComponent(file)}&size=${size}`;
