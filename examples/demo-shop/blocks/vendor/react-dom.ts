/** WordPress's `react-dom` script: window.ReactDOM, with react-dom/client's createRoot and hydrateRoot (React from window.React). */
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';

(window as unknown as { ReactDOM: object }).ReactDOM = { ...ReactDOM, ...ReactDOMClient };
