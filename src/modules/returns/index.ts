// The server face of returns (spec sections 1, 4, 5 and 7; docs/adr/0028): other code imports it only through here.
export { BACK_STATUS, BACK_STATUS_TITLES, type BackStatus } from './statuses.ts';
export { RETURN_MESSAGES, RECEIPT_HELP } from './messages.ts';
export { RETURN_DAYS, NON_RETURNABLE_CATEGORIES } from './policy.ts';
export { backRequestReasons, backRequests, backRequestItems, backRequestDocuments, backRequestEvents } from './schema.ts';
export { returnsApi } from './api.ts';
export { returnDecision } from './decision.ts';
export { canReturnDispatch, dispatchReturnFacts, dispatchView, type DispatchReturnView } from './revertable.ts';
export { createBackRequest } from './create.ts';
export { cancelBackRequest } from './cancel.ts';
export { resubmitBackRequest } from './resubmit.ts';
export { addReceipt, deleteReceipt, updateReceipt } from './documents.ts';
export { ownRequest, reasons, requestDetail, requestsOf, type BackRequestDetail, type BackRequestSummary } from './read.ts';
export { backRequestOrderId, lockReceivable, markReceivedIn, receivedCounts, setCardRefundIn } from './receive.ts';
export { readPhoto } from './photos.ts';
export { requestPage, requestsPage, returnFormPage } from './pages.ts';
