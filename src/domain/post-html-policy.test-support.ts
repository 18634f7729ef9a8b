/**
 * Hostile and ordinary post HTML with what the allow-list makes of it, as a browser serialises
 * it. The server's and the app's sanitiser tests both run every case, so the two cannot drift.
 */
export const POST_HTML_CASES: readonly { name: string; input: string; expected: string }[] = [
  {
    name: "keeps text tags, direction and tables",
    input:
      '<h2 dir="rtl">عنوان</h2><p lang="de">ein <strong>Wort</strong><br></p><table><tbody><tr><td>a</td></tr></tbody></table>',
    expected:
      '<h2 dir="rtl">عنوان</h2><p lang="de">ein <strong>Wort</strong><br></p><table><tbody><tr><td>a</td></tr></tbody></table>',
  },
  {
    name: "drops a script with its text",
    input: "<p>a</p><script>alert(1)</script>",
    expected: "<p>a</p>",
  },
  {
    name: "drops event handlers, keeps a local image lazy",
    input: '<p onclick="x()">a</p><img src="/media/posts/a.svg" onerror="y()" alt="x">',
    expected: '<p>a</p><img src="/media/posts/a.svg" alt="x" loading="lazy">',
  },
  {
    name: "drops javascript: links however they are written",
    input:
      '<a href="javascript:alert(1)">a</a><a href="JAVASCRIPT:alert(1)">b</a><a href="jav&#x09;ascript:alert(1)">c</a><a href=" javascript:alert(1)">d</a>',
    expected:
      '<a rel="noopener noreferrer" target="_blank">a</a><a rel="noopener noreferrer" target="_blank">b</a><a rel="noopener noreferrer" target="_blank">c</a><a rel="noopener noreferrer" target="_blank">d</a>',
  },
  {
    name: "images only from our paths or https",
    input:
      '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="d"><img src="http://evil.example/a.png" alt="h"><img src="https://cdn.example/a.png" alt="s">',
    expected:
      '<img alt="d" loading="lazy"><img alt="h" loading="lazy"><img src="https://cdn.example/a.png" alt="s" loading="lazy">',
  },
  {
    name: "links: https, http, mailto and our paths, not protocol-relative or tel",
    input:
      '<a href="https://example.org/?a=1&amp;b=2">a</a><a href="http://example.org">b</a><a href="mailto:a@example.org">c</a><a href="/v1/post/p1">d</a><a href="//evil.example">e</a><a href="tel:123">f</a>',
    expected:
      '<a href="https://example.org/?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">a</a><a href="http://example.org" rel="noopener noreferrer" target="_blank">b</a><a href="mailto:a@example.org" rel="noopener noreferrer" target="_blank">c</a><a href="/v1/post/p1" rel="noopener noreferrer" target="_blank">d</a><a rel="noopener noreferrer" target="_blank">e</a><a rel="noopener noreferrer" target="_blank">f</a>',
  },
  {
    name: "a link always opens safely, whatever it asked",
    input: '<a href="https://example.org" target="_self" rel="opener">x</a>',
    expected: '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
  },
  {
    name: "drops style sheets and style attributes",
    input: '<style>body{display:none}</style><p style="position:fixed">t</p>',
    expected: "<p>t</p>",
  },
  {
    name: "drops frames, forms, objects and svg",
    input:
      '<iframe src="https://evil.example"></iframe><form action="/x"><input name="a"><button>b</button></form><object data="x"></object><svg><script>alert(1)</script></svg>',
    expected: "b",
  },
  {
    name: "an unknown tag goes, its text stays",
    input: "<div><h1>سر</h1><p>متن</p></div>",
    expected: "سر<p>متن</p>",
  },
  {
    name: "attributes are held to their own tag",
    input: '<p title="t" src="/x" href="/y">a</p><img name="body" id="x" class="c" src="/a.png" title="t">',
    expected: '<p>a</p><img src="/a.png" loading="lazy">',
  },
  {
    name: "text keeps its escapes",
    input: '<p>1 &lt; 2 &amp; "q"</p>',
    expected: '<p>1 &lt; 2 &amp; "q"</p>',
  },
];
