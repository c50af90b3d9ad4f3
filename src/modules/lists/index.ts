// The public face of this module for server code: other code imports it only through here.
export { alertsQueued, onAlertsQueued } from './wake.ts';
export { listsApi } from './api.ts';
export { recordVarietyChange } from './changes.ts';
export { processVarietyChanges } from './notify.ts';
export { wishList } from './service.ts';
