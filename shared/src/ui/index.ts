export { LoadingView, type LoadingViewProps } from './loading-view';
export { NotFound } from './not-found';
export { RemoteBoundary, type RemoteBoundaryProps } from './remote-boundary';
export { isRemoteLoadError } from './remote-error';
export { formatPrice } from './format-price';
export { useDocumentTitle, documentTitle, DocumentNameContext, type NameDocument } from './use-document-title';
export { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';
export { plural, GOODS } from './plural';
