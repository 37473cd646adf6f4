/**
 * Which payment boxes this build of the widget serves. `buy-now.js`: a box on any origin, the page's own or another
 * (the demo's, issue 6), with the messages both ways and their origin and shape checks. `buy-now-same-origin.js`,
 * built from the same sources with this flag false (esbuild.config.ts): a box on the page's own origin only, as Stripe
 * Payments' box always is; the minifier leaves its cross-origin code out (~135 B gzip of ~3 KB), and it refuses a
 * button whose box is elsewhere (one console error; the button stays as printed, a link goes to the box page).
 * The WordPress plugin enqueues the build its payment box needs (class-shop-islands-buy-now.php).
 */
export const BOX_ELSEWHERE: boolean = true;
