import { contrastRatio } from '../support/contrast';

describe('contrastRatio', () => {
  it('gives the WCAG extremes and known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', 'rgb(255, 255, 255)')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
