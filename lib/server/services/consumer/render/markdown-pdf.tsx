import "server-only";
import { Text, View } from "@react-pdf/renderer";
import type { Style } from "@react-pdf/types";
import type { Heading, List, PhrasingContent, RootContent } from "mdast";
// mdast-util-from-markdown is the parser under react-markdown (remark-parse), pinned in package.json.
import { fromMarkdown } from "mdast-util-from-markdown";
import type { ReactNode } from "react";

/** Longest report text rendered; generated reports are a few thousand characters. */
export const MAX_REPORT_LENGTH = 60_000;
/** Deeper lists and quotes are flattened, so hostile nesting cannot exhaust the layout. */
const MAX_DEPTH = 4;

// Inter has no emoji glyphs, and control or format characters can reorder or hide text.
const UNPRINTABLE = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\u{20E3}\u{FE0E}\u{FE0F}\p{Cc}\p{Cf}\p{Co}\p{Cn}]/gu;
// Raw HTML never renders, and what sits between these tags is not text for the reader either.
const HIDDEN_ELEMENT = /^<(script|style|iframe|object|noscript|template|textarea|title)\b/i;

export interface MarkdownPdfStyles {
  h1: Style;
  h2: Style;
  paragraph: Style;
  list: Style;
  listItem: Style;
  bullet: Style;
  listBody: Style;
  quote: Style;
  rule: Style;
  strong: Style;
  emphasis: Style;
}

/** Text without unprintable characters; a soft line break in a paragraph is a space, in a code block a line break. */
function printable(value: string, keepLines = false): string {
  const spaced = value.replace(/\r\n?/g, "\n").replace(keepLines ? /\t/g : /[\t\n]/g, " ");
  return keepLines ? spaced.split("\n").map((line) => line.replace(UNPRINTABLE, "")).join("\n") : spaced.replace(UNPRINTABLE, "");
}

/**
 * The report's Markdown as PDF elements: headings, paragraphs, bullet and numbered lists,
 * bold and italic, quotes and rules. Raw HTML (with the content of script-like elements),
 * images, link targets and footnote definitions are dropped; links keep their words only.
 */
export function markdownToPdf(markdown: string, styles: MarkdownPdfStyles): ReactNode[] {
  const tree = fromMarkdown(markdown.slice(0, MAX_REPORT_LENGTH));
  return blocks(tree.children, styles, 0);
}

function blocks(nodes: RootContent[], styles: MarkdownPdfStyles, depth: number): ReactNode[] {
  return nodes.map((node, index) => block(node, styles, depth, index)).filter((element) => element !== null);
}

function block(node: RootContent, styles: MarkdownPdfStyles, depth: number, key: number): ReactNode | null {
  switch (node.type) {
    case "heading":
      return heading(node, styles, key);
    case "paragraph": {
      const content = inline(node.children, styles);
      return content.length > 0 ? <Text key={key} style={styles.paragraph}>{content}</Text> : null;
    }
    case "list":
      return depth >= MAX_DEPTH ? <View key={key}>{flatten(node, styles, depth)}</View> : list(node, styles, depth, key);
    case "blockquote":
      return depth >= MAX_DEPTH ? <View key={key}>{blocks(node.children, styles, depth)}</View> : <View key={key} style={styles.quote}>{blocks(node.children, styles, depth + 1)}</View>;
    case "code":
      return node.value.trim() ? <Text key={key} style={styles.paragraph}>{printable(node.value, true)}</Text> : null;
    case "thematicBreak":
      return <View key={key} style={styles.rule} />;
    default:
      // html, definition, footnoteDefinition, yaml and anything unknown: not shown.
      return null;
  }
}

function heading(node: Heading, styles: MarkdownPdfStyles, key: number): ReactNode | null {
  const content = inline(node.children, styles);
  if (content.length === 0) return null;
  return (
    <Text key={key} style={node.depth <= 2 ? styles.h1 : styles.h2} minPresenceAhead={40}>
      {content}
    </Text>
  );
}

function list(node: List, styles: MarkdownPdfStyles, depth: number, key: number): ReactNode {
  const start = node.start ?? 1;
  return (
    <View key={key} style={styles.list}>
      {node.children.map((item, index) => (
        <View key={index} style={styles.listItem} wrap={item.children.length > 1}>
          <Text style={styles.bullet}>{node.ordered ? `${start + index}.` : "•"}</Text>
          <View style={styles.listBody}>{blocks(item.children, styles, depth + 1)}</View>
        </View>
      ))}
    </View>
  );
}

/** A list nested too deep: its items become plain paragraphs at the current depth. */
function flatten(node: List, styles: MarkdownPdfStyles, depth: number): ReactNode[] {
  return node.children.flatMap((item) => blocks(item.children, styles, depth));
}

function inline(nodes: PhrasingContent[], styles: MarkdownPdfStyles): ReactNode[] {
  const out: ReactNode[] = [];
  let hiddenUntil: string | null = null;
  nodes.forEach((node, index) => {
    if (node.type === "html") {
      const opening = HIDDEN_ELEMENT.exec(node.value);
      if (hiddenUntil === null && opening?.[1] && !new RegExp(`</${opening[1]}\\s*>`, "i").test(node.value)) hiddenUntil = opening[1].toLowerCase();
      else if (hiddenUntil !== null && new RegExp(`^</${hiddenUntil}\\s*>`, "i").test(node.value)) hiddenUntil = null;
      return;
    }
    if (hiddenUntil !== null) return;
    const element = phrase(node, styles, index);
    if (element !== null) out.push(element);
  });
  return out;
}

function phrase(node: PhrasingContent, styles: MarkdownPdfStyles, key: number): ReactNode | null {
  switch (node.type) {
    case "text":
    case "inlineCode":
      return printable(node.value);
    case "break":
      return "\n";
    case "strong":
      return <Text key={key} style={styles.strong}>{inline(node.children, styles)}</Text>;
    case "emphasis":
    case "delete":
      return <Text key={key} style={styles.emphasis}>{inline(node.children, styles)}</Text>;
    case "link":
    case "linkReference":
      return <Text key={key}>{inline(node.children, styles)}</Text>;
    default:
      // image, imageReference, html, footnoteReference: nothing to print.
      return null;
  }
}
