import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './paste-cleaning';

// What Word 365 puts on the clipboard for two paragraphs (one bold word, one empty paragraph) and a bullet list.
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><meta name=Generator content="Microsoft Word 15">
<style><!-- /* Style Definitions */ p.MsoNormal {mso-style-parent:""; margin:0cm;} --></style>
<!--[if gte mso 9]><xml><w:WordDocument><w:View>Normal</w:View></w:WordDocument></xml><![endif]-->
</head><body lang=DE style='tab-interval:35.4pt'><!--StartFragment-->
<p class=MsoNormal style='mso-margin-top-alt:auto;mso-margin-bottom-alt:auto'>Unser <b><span style='mso-bidi-font-weight:normal'>Sommerfest</span></b> beginnt<o:p></o:p></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Musik<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Essen<o:p></o:p></p>
<!--EndFragment--></body></html>`;

describe('cleanPastedHtml', () => {
  it("takes Word's markup off: mso styles and classes, <o:p>, comments, head, empty paragraphs; lists become lists", () => {
    const clean = cleanPastedHtml(WORD);
    expect(clean).not.toMatch(/mso|Mso|<o:p|<\/o:p|<!--|<!\[|<style|<meta|<xml|<head|<html|<body|lang=/i);
    expect(clean).toContain('<p>Unser <b><span>Sommerfest</span></b> beginnt</p>');
    expect(clean).toContain('<ul><li>Musik</li><li>Essen</li></ul>');
    // the paragraph Word left empty for spacing is gone, and the bullet glyph Word draws as text too
    expect(clean).not.toContain('&nbsp;');
    expect(clean).not.toContain('·');
  });

  it('keeps styles and classes that are not Word’s (the editor reads bold and italic from them)', () => {
    expect(
      cleanPastedHtml(
        '<p class="MsoNormal lead" style="mso-line-height-alt:12pt; font-weight: bold">x</p><span style=mso-x:y>y</span>',
      ),
    ).toBe('<p class="lead" style="font-weight: bold">x</p><span>y</span>');
  });

  it('makes a numbered Word list an ordered list', () => {
    const html =
      "<p class=MsoListParagraph style='mso-list:l1 level1 lfo2'><![if !supportLists]><span>1.<span>&nbsp;</span></span><![endif]>Eins</p>\n" +
      "<p class=MsoListParagraph style='mso-list:l1 level1 lfo2'><![if !supportLists]><span>2.<span>&nbsp;</span></span><![endif]>Zwei</p>";
    expect(cleanPastedHtml(html)).toBe('<ol><li>Eins</li><li>Zwei</li></ol>');
  });

  it('drops scripts, styles and other non-text elements with their content', () => {
    expect(
      cleanPastedHtml('<p>a<script>alert(1)</script>b</p><style>p{color:red}</style><iframe src="x"></iframe><p>c</p>'),
    ).toBe('<p>ab</p><p>c</p>');
  });

  it('drops namespaced Office tags but keeps their text, and makes an h1 an h2', () => {
    expect(cleanPastedHtml('<h1 class=MsoTitle>Titel</h1><p><st1:place w:st="on">Mannheim</st1:place></p>')).toBe(
      '<h2>Titel</h2><p>Mannheim</p>',
    );
  });

  it('leaves HTML from a web page as it is, but for an attribute value with a > inside', () => {
    const web = '<p>Mehr auf <a href="https://example.com/?a=1&amp;b=2" title="a > b">der Seite</a>.</p><br>';
    expect(cleanPastedHtml(web)).toBe(
      '<p>Mehr auf <a href="https://example.com/?a=1&amp;b=2" title="a > b">der Seite</a>.</p><br>',
    );
    expect(cleanPastedHtml('<img src="/x.png" alt=\'sag "hallo"\'/>')).toBe(
      '<img src="/x.png" alt="sag &quot;hallo&quot;" />',
    );
  });
});
