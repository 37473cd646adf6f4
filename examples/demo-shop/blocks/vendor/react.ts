/** WordPress's `react` script (wp-includes/js/dist/vendor/react.min.js): window.React. The model serves npm's React 19; WordPress 7.1 ships 18.3.1. */
import * as React from 'react';

(window as unknown as { React: typeof React }).React = React;
