// One chunk for the views of a table (issue 21: loaded after the table list, see lazy-views.tsx).
export { ActiveOrderView } from './active-order-view';
export { CategoryView } from './category-view';
export { TimelineView } from './timeline-view';
