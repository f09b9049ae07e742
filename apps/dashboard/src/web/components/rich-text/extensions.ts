// The editor's schema, matched to the allowlist of the server's sanitizer (core content/html.ts, RICH_TEXT):
// StarterKit gives p, h2-h6, strong, em, u, s, code, pre, blockquote, ul, ol, li, br, hr and a; sup, sub, small
// and img are added here so text that has them keeps them. Left out, because the sanitizer drops them anyway:
// h1 (pasted h1 becomes h2, as the sanitizer does), the link's `title` and `class`, code-block languages. Tables
// are allowed by the sanitizer but have no editor here: the field says so and offers the HTML view.
import { type Extensions, Mark, Node } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { isAllowedLink } from './link-check';

/** Elements the sanitizer keeps that the editor cannot show (editing would lose them). */
export const UNSHOWN_MARKUP = /<(?:table|caption|thead|tbody|tfoot|tr|th|td)\b/i;

/** Images of a stored text (src, alt, width, height: what the sanitizer keeps), kept as they are. */
const Image = Node.create({
  name: 'image',
  group: 'inline',
  inline: true,
  atom: true,
  draggable: true,
  addAttributes: () => ({
    src: { default: null },
    alt: { default: null },
    width: { default: null },
    height: { default: null },
  }),
  parseHTML: () => [{ tag: 'img[src]' }],
  renderHTML: ({ HTMLAttributes }) => ['img', HTMLAttributes],
});

/** An inline element of the allowlist kept as a mark of its own (no attributes). */
const markOf = (name: string, tag: string) =>
  Mark.create({ name, parseHTML: () => [{ tag }], renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0] });

export const RICH_TEXT_EXTENSIONS: Extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4, 5, 6] },
    // an appended empty paragraph would change the text as soon as it is opened
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      // a new link opens in the same window; a stored target="_blank" is kept (the sanitizer keeps it too)
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => isAllowedLink(url),
    },
  }),
  Image,
  markOf('superscript', 'sup'),
  markOf('subscript', 'sub'),
  markOf('small', 'small'),
];
