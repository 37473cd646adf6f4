/** WordPress's `react-jsx-runtime` script (6.6+): window.ReactJSXRuntime, what `jsx: automatic` code calls (React from window.React). */
import * as ReactJSXRuntime from 'react/jsx-runtime';

(window as unknown as { ReactJSXRuntime: typeof ReactJSXRuntime }).ReactJSXRuntime = ReactJSXRuntime;
