/**
 * WordPress's `wp-element` script: window.wp.element, React's API as WordPress 7.1's element.js re-exports it
 * (React from window.React, ReactDOM from window.ReactDOM). Left out: React 19 no longer has `render`, `hydrate`,
 * `findDOMNode` and `unmountComponentAtNode`, and the model has none of WordPress's own helpers (`RawHTML`,
 * `createInterpolateElement`, `renderToString`, `Platform`, `concatChildren`, `switchChildrenNodeName`,
 * `isEmptyElement`), so code that needs them fails here first.
 */
import * as React from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { expose } from './globals.ts';

export const WP_ELEMENT_REACT_EXPORTS = [
  'Children', 'Component', 'Fragment', 'PureComponent', 'StrictMode', 'Suspense', 'cloneElement', 'createContext', 'createElement',
  'createRef', 'forwardRef', 'isValidElement', 'lazy', 'memo', 'startTransition', 'useCallback', 'useContext', 'useDebugValue',
  'useDeferredValue', 'useEffect', 'useId', 'useImperativeHandle', 'useInsertionEffect', 'useLayoutEffect', 'useMemo', 'useReducer',
  'useRef', 'useState', 'useSyncExternalStore', 'useTransition',
] as const;

const element: Record<string, unknown> = Object.fromEntries(WP_ELEMENT_REACT_EXPORTS.map((name) => [name, React[name]]));
Object.assign(element, { createPortal, flushSync, createRoot, hydrateRoot });
expose(['wp', 'element'], element);
