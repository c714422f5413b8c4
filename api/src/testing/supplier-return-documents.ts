import { print } from 'graphql';
import {
  CancelSupplierReturnDocument,
  CreateSupplierReturnDocument,
  DeleteSupplierReturnDocument,
  PostSupplierReturnDocument,
  SupplierReturnDocument,
  SupplierReturnsDocument,
  UpdateSupplierReturnDocument,
  type SupplierReturnFieldsFragment,
  type SupplierReturnLineInput,
} from 'mfe-backoffice/graphql';
import { returnClient } from './return-documents';

/** The back-office's supplier-return operations (mfe-backoffice/graphql), as text for HTTP. */
export const R = {
  supplierReturns: print(SupplierReturnsDocument),
  supplierReturn: print(SupplierReturnDocument),
  createSupplierReturn: print(CreateSupplierReturnDocument),
  updateSupplierReturn: print(UpdateSupplierReturnDocument),
  deleteSupplierReturn: print(DeleteSupplierReturnDocument),
  postSupplierReturn: print(PostSupplierReturnDocument),
  cancelSupplierReturn: print(CancelSupplierReturnDocument),
};

/** A small client for one staff token: each call returns the mutation's answer, or throws its error. */
export const supplierReturnClient = (base: string, token: string) =>
  returnClient<SupplierReturnLineInput, SupplierReturnFieldsFragment>(base, token, 'acceptanceNid', {
    create: R.createSupplierReturn,
    update: R.updateSupplierReturn,
    post: R.postSupplierReturn,
    cancel: R.cancelSupplierReturn,
    load: R.supplierReturn,
  });
