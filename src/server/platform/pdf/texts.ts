import type { Language } from '../../../shared/accounts.ts';

// The words every business document uses (estimate, invoice, material order): the line table's
// header and units, the totals' labels, the notes. Each document adds its own title and facts.

const TEXTS = {
  en: {
    issued: 'Date',
    columns: { description: 'Description', quantity: 'Qty', unit: 'Unit', price: 'Unit price', amount: 'Amount' },
    subtotal: 'Subtotal',
    discount: 'Discount',
    tax: (rate: string) => `Tax (${rate}%)`,
    total: 'Total',
    notes: 'Notes',
    terms: 'Terms',
    units: {
      sq_ft: 'sq ft',
      box: 'box',
      linear_ft: 'lin ft',
      linear_yd: 'lin yd',
      sq_yd: 'sq yd',
      piece: 'piece',
      each: 'each',
      roll: 'roll',
      hour: 'hour',
    } as Record<string, string>,
  },
  pt: {
    issued: 'Data',
    columns: { description: 'Descrição', quantity: 'Qtd', unit: 'Unid.', price: 'Preço unit.', amount: 'Valor' },
    subtotal: 'Subtotal',
    discount: 'Desconto',
    tax: (rate: string) => `Imposto (${rate}%)`,
    total: 'Total',
    notes: 'Observações',
    terms: 'Condições',
    units: {
      sq_ft: 'pés²',
      box: 'caixa',
      linear_ft: 'pés lin.',
      linear_yd: 'jardas lin.',
      sq_yd: 'jardas²',
      piece: 'peça',
      each: 'un.',
      roll: 'rolo',
      hour: 'hora',
    } as Record<string, string>,
  },
} as const;

export const documentTexts = (language: Language) => TEXTS[language] ?? TEXTS.en;
