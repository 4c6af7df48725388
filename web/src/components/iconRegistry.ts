/**
 * The drawings of the icons the sources name, [width, height, path] by 'style/name' ('solid/house'). The build
 * fills it: each module naming icons registers them as it loads (web/build/fontAwesomeIcons.ts), so an icon a
 * module names is here before that module can render it.
 */
export type IconDrawing = readonly [width: number, height: number, path: string];

const drawings = new Map<string, IconDrawing>();

export function registerIcons(icons: Record<string, IconDrawing>): void {
  for (const [key, drawing] of Object.entries(icons)) drawings.set(key, drawing);
}

export function iconDrawing(key: string): IconDrawing | undefined {
  return drawings.get(key);
}
