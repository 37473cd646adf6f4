/**
 * A QR-looking image for the wallet dialogs: a 25×25 grid derived from the data (FNV-1a driven),
 * with the three finder squares. It is a stand-in picture, not a scannable code.
 */
export function qrCode(data: string, label: string): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const size = 25;
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('width', '200');
  svg.setAttribute('height', '200');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  const finder = (x: number, y: number, cx: number, cy: number): boolean => x >= cx && x < cx + 7 && y >= cy && y < cy + 7 && !(x > cx && x < cx + 6 && y > cy && y < cy + 6 && !(x > cx + 1 && x < cx + 5 && y > cy + 1 && y < cy + 5));
  const hashAt = (index: number): number => {
    const seed = [...`${data}#${index}`].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0, 2166136261);
    return seed & 1;
  };
  const path = Array.from({ length: size * size }, (_, index) => {
    const x = index % size;
    const y = Math.floor(index / size);
    const inFinderZone = (x < 8 && y < 8) || (x >= size - 8 && y < 8) || (x < 8 && y >= size - 8);
    const dark = inFinderZone ? finder(x, y, 0, 0) || finder(x, y, size - 7, 0) || finder(x, y, 0, size - 7) : hashAt(index) === 1;
    return dark ? `M${x} ${y}h1v1h-1z` : '';
  }).join('');
  const background = document.createElementNS(ns, 'rect');
  background.setAttribute('width', String(size));
  background.setAttribute('height', String(size));
  background.setAttribute('fill', '#fff');
  const modules = document.createElementNS(ns, 'path');
  modules.setAttribute('d', path);
  modules.setAttribute('fill', '#000');
  svg.append(background, modules);
  return svg;
}
