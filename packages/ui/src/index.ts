// The shared half of the player site and the operator console: components drawn by the apps'
// own stylesheets (class names such as btn, dialog, field, pager, toast) and the typed client.
// Texts the components show themselves come from the app's catalogue: common.retry,
// common.previousPage, common.nextPage, common.pageN and errors.loadFailed.
export * from './api-client.ts';
export * from './components/button.tsx';
export * from './components/chart.tsx';
export * from './components/count-badge.tsx';
export * from './components/data-cards.tsx';
export * from './components/data-table.tsx';
export * from './components/date-range-picker.tsx';
export * from './components/dialog.tsx';
export * from './components/empty-state.tsx';
export * from './components/field.tsx';
export * from './components/icon.tsx';
export * from './components/load-failed.tsx';
export * from './components/pager.tsx';
export * from './components/query-view.tsx';
export * from './components/scroll-lock.ts';
export * from './components/spinner.tsx';
export * from './components/tabs.tsx';
export * from './components/toast.tsx';
