/** What the payment box page prints for its script (JSON in `#asp-pp-vars`). Shared by the page and the script. */
export interface PaymentBoxVars {
  productId: number;
  productName: string;
  /** Minor units. */
  amount: number;
  currency: string;
  publishableKey: string;
  ajaxUrl: string;
  nonce: string;
  /** Origins the box reports payments to and takes instructions from (the shop pages that embed it). */
  parentOrigins: string[];
}

export const VARS_ELEMENT_ID = 'asp-pp-vars';
export const BOX_SCRIPT_PATH = '/shop/demo/payment-box/box.js';
