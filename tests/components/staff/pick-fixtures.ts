import type { PickLine, PickList } from '@shop/product-api/contract/picking';

/** A pick list line as GET /ops/orders/{id}/pick-list answers it; `extra` changes any field. */
export const pickLine = (extra: Partial<PickLine> = {}): PickLine => ({
  barcode: '8000001',
  description: 'Kinnie 1.5 l',
  brand: 'Kinnie',
  imageUrl: null,
  categoryId: 1,
  weighed: false,
  umStep: 1,
  maxAmount: null,
  orderedAmount: 3,
  replace: true,
  note: '',
  state: 'open',
  pickedAmount: null,
  substitute: null,
  ...extra,
});

export const pickList = (extra: Partial<PickList> = {}): PickList => ({
  order: {
    id: 7,
    code: 'A7',
    status: 'IN_PREPARATION',
    deliveryMode: 'IN_STORE',
    lineCount: 2,
    customerFirstName: 'Maria',
    storeId: 1,
    validFrom: '2026-11-28T08:00:00.000Z',
    validTo: '2026-11-28T09:00:00.000Z',
    version: 2,
    storeName: 'Birkirkara Supermarket',
    notes: '',
    orderedTotal: 24.5,
    finalTotal: null,
    orderedDeposit: 0,
    finalDeposit: null,
  },
  aisles: [{ categoryId: 1, categoryName: 'Drinks', lines: [pickLine()] }],
  progress: { done: 0, total: 2 },
  nextStatuses: ['ISSUING_RECEIPT', 'CANCELLED'],
  ...extra,
});
