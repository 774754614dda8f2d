// One chunk for the views of a table (loaded after the table list, see lazy-views.tsx).
export { ActiveOrderView } from './active-order-view';
export { CategoryView } from './category-view';
export { TimelineView } from './timeline-view';
