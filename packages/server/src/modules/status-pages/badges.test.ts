import { describe, expect, it } from 'vitest';
import { badgeSvg } from './badges';

describe('a badge', () => {
  it('keeps a script and quotes in its texts as text', () => {
    const svg = badgeSvg(`<script>alert("x")</script>`, `"><script>alert('y')</script>`, '#16a34a');
    expect(svg).not.toContain('<script');
    expect(svg).toContain('aria-label="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;: &quot;&gt;&lt;script&gt;');
    expect(svg).toMatch(/<text x="[\d.]+" y="14">&quot;&gt;&lt;script&gt;alert\(&#39;y&#39;\)&lt;\/script&gt;<\/text>/);
  });
});
