import { sizeGuide } from './size-guide';

describe('sizeGuide', () => {
  it('clothes: flat measurements for the product’s own sizes, growing with the size', () => {
    const g = sizeGuide('outer-coat', ['L', 'S', 'M'])!;
    expect(g.columns).toEqual(['어깨너비(cm)', '가슴단면(cm)', '소매길이(cm)', '총장(cm)']);
    expect(g.rows.map((r) => r.size)).toEqual(['S', 'M', 'L']);
    expect(g.rows[1]!.values).toEqual(['46', '58', '62', '110']);
    for (let i = 0; i < 4; i += 1) expect(Number(g.rows[2]!.values[i])).toBeGreaterThan(Number(g.rows[0]!.values[i]));
    expect(sizeGuide('bottom-denim', ['XS', 'XL'])!.rows.map((r) => r.values[0])).toEqual(['36', '44']);
    expect(sizeGuide('top-tshirt', ['XS'])!.rows[0]!.values[2]).toBe('21');
  });

  it('shoes: the Korean mm size beside US, EU and UK', () => {
    const g = sizeGuide('shoes-sneakers', ['240', '250'])!;
    expect(g.columns).toEqual(['발길이(mm)', 'US', 'EU', 'UK']);
    expect(g.rows).toEqual([
      { size: '240', values: ['240', '6', '38', '4.5'] },
      { size: '250', values: ['250', '7', '39', '5.5'] },
    ]);
  });

  it('one-size goods: their dimensions; nothing for goods without sizes to speak of', () => {
    expect(sizeGuide('accessory-belt', ['FREE'])).toMatchObject({
      columns: ['총길이', '폭'],
      rows: [{ size: 'FREE', values: ['110cm', '3.5cm'] }],
    });
    expect(sizeGuide('beauty-skincare', ['FREE'])).toBeNull();
    expect(sizeGuide('accessory-jewelry', ['FREE'])).toBeNull();
    expect(sizeGuide('outer-coat', ['FREE'])).toBeNull();
    expect(sizeGuide('no-such-category', ['M'])).toBeNull();
  });
});
