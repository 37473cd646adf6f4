/** Rendering a React tree into an island's element (preact/compat in the browser bundles). */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders `node` into `container`; returns the unmount function (a MountIsland can return it as is). */
export function renderIsland(container: Element, node: ReactNode): () => void {
  const reactRoot = createRoot(container);
  reactRoot.render(node);
  return () => reactRoot.unmount();
}
