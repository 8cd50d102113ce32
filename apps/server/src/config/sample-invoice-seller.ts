import type { InvoiceSeller } from './load-config';

/** A made-up seller for samples: the code is valid by its check character but names no company. */
export const SAMPLE_INVOICE_SELLER: InvoiceSeller = { name: '示例行李寄存服务有限公司', taxId: '91310000000000000U' };
