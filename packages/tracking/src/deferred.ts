/**
 * The parts that can wait for the page to start: loaded together, on demand, when the page carries
 * the settings of any of them. They import nothing the widget's entry has (settings and consent are
 * handed over), so core's shared chunks stay as they are.
 */
export { startOrderAttribution } from './order-attribution/index.ts';
export { startProviderTracks } from './provider-tracks/index.ts';
export { startVisitorStatistics } from './visitor-statistics/index.ts';
