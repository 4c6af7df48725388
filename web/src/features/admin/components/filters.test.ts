import { describe, expect, it } from 'vitest';
import { adminOrderListQuerySchema } from '@bayi/common';
import { filledFilters } from './filters';

describe('a back-office list filter form', () => {
  it('leaves out the fields left empty and sends the others trimmed', () => {
    expect(filledFilters({ stage: '', dealer: '  120.01 ', from: '2026-11-01', to: '   ' })).toEqual({
      dealer: '120.01',
      from: '2026-11-01',
    });
  });

  it('is refused by the API’s own schema on the field the admin must change', () => {
    const result = adminOrderListQuerySchema.safeParse(
      filledFilters({ stage: '', from: '2026-11-02', to: '2026-11-01' }),
    );
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['to', 'Bitiş tarihi başlangıç tarihinden önce olamaz.'],
    ]);
  });

  it('takes "Tümü" (an empty choice) as no filter rather than an unknown stage', () => {
    expect(adminOrderListQuerySchema.safeParse(filledFilters({ stage: '', dealer: '' })).success).toBe(true);
  });
});
