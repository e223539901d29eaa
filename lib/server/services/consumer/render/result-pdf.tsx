import "server-only";
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import type { ShareBand, ShareSummary } from "../share-summary";
import { preparePdfFonts } from "./pdf-fonts";
import { markdownToPdf, type MarkdownPdfStyles } from "./markdown-pdf";
import { shareTexts, type DimensionText, type ShareTexts } from "./share-text";

export interface ResultReport {
  markdown: string;
  /** The stock text for these bands rather than one written for this couple. */
  standard: boolean;
}

export interface ResultPdfOptions {
  /** Whose name heads the document: the love product (default) or the platform. */
  product?: "love" | "platform";
}

/**
 * The downloadable PDF of a couple's result (A4): title, names, date, the four dimensions with
 * score, band and what the band means, then the report (Markdown; raw HTML and images are
 * dropped), and on every page the honest framing.
 */
export async function renderResultPdf(summary: ShareSummary, report?: ResultReport, options: ResultPdfOptions = {}): Promise<Uint8Array> {
  await preparePdfFonts();
  const text = shareTexts(summary, options.product);
  const buffer = await renderToBuffer(<ResultDocument text={text} report={report} />);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

const ROSE = "#c2185b";
const INK = "#2a1020";
const MUTED = "#6f5563";
const LINE = "#eedde5";
const BAND_COLOURS: Record<ShareBand, { bar: string; chip: string; text: string }> = {
  low: { bar: "#b58aa0", chip: "#f1e6ec", text: "#6d4a5d" },
  typical: { bar: "#d9688f", chip: "#fbe4ec", text: "#8e2350" },
  high: { bar: ROSE, chip: ROSE, text: "#ffffff" },
};

const styles = StyleSheet.create({
  page: { fontFamily: "Inter", fontSize: 10.5, lineHeight: 1.45, color: INK, paddingTop: 44, paddingBottom: 72, paddingHorizontal: 52 },
  product: { fontSize: 10, fontWeight: 700, color: ROSE, letterSpacing: 0.6, textTransform: "uppercase" },
  title: { fontSize: 22, fontWeight: 700, marginTop: 6, lineHeight: 1.2 },
  names: { fontSize: 15, fontWeight: 600, marginTop: 4, lineHeight: 1.3 },
  date: { fontSize: 9.5, color: MUTED, marginTop: 4 },
  dimensions: { marginTop: 18, borderTopWidth: 1, borderTopColor: LINE },
  dimension: { paddingVertical: 10, borderBottomWidth: 1, borderBottomColor: LINE },
  dimensionHead: { flexDirection: "row", alignItems: "center" },
  dimensionTitle: { flexGrow: 1, flexShrink: 1, fontSize: 11.5, fontWeight: 600 },
  score: { fontSize: 11.5, fontWeight: 700, marginRight: 8 },
  chip: { paddingTop: 2.5, paddingBottom: 1.5, paddingHorizontal: 7, borderRadius: 8 },
  chipText: { fontSize: 8.5, fontWeight: 600, lineHeight: 1.2 },
  track: { height: 4, borderRadius: 2, backgroundColor: "#f3e6ec", marginTop: 6, marginBottom: 5 },
  bar: { height: 4, borderRadius: 2 },
  meaning: { fontSize: 9.5, color: MUTED },
  reportHeading: { fontSize: 15, fontWeight: 700, marginTop: 22, marginBottom: 2 },
  reportNote: { fontSize: 9, color: MUTED, marginBottom: 6 },
  footer: { position: "absolute", left: 52, right: 52, bottom: 26, borderTopWidth: 1, borderTopColor: LINE, paddingTop: 6, flexDirection: "row" },
  footerText: { flexGrow: 1, flexShrink: 1, fontSize: 8, color: MUTED, lineHeight: 1.35 },
});

const markdownStyles: MarkdownPdfStyles = StyleSheet.create({
  h1: { fontSize: 13, fontWeight: 700, marginTop: 12, marginBottom: 4, lineHeight: 1.3 },
  h2: { fontSize: 11.5, fontWeight: 700, marginTop: 10, marginBottom: 3, lineHeight: 1.3 },
  paragraph: { marginBottom: 6 },
  list: { marginBottom: 6 },
  listItem: { flexDirection: "row", marginBottom: 2 },
  bullet: { width: 16, color: ROSE },
  listBody: { flexGrow: 1, flexShrink: 1 },
  quote: { borderLeftWidth: 2, borderLeftColor: LINE, paddingLeft: 10, marginBottom: 6, color: MUTED },
  rule: { borderBottomWidth: 1, borderBottomColor: LINE, marginVertical: 8 },
  strong: { fontWeight: 700 },
  emphasis: { fontStyle: "italic" },
});

function ResultDocument({ text, report }: { text: ShareTexts; report?: ResultReport }) {
  return (
    <Document title={`${text.title}: ${text.pair}`} author={text.productName} creator={text.productName} producer={text.productName} language={text.locale}>
      <Page size="A4" style={styles.page}>
        {/* First, so react-pdf repeats it on every page however long the report runs. */}
        {/* No page number: a `render` text in a fixed footer made react-pdf 4.9 drop the footer from every page of a longer document. */}
        <View style={styles.footer} fixed>
          <Text style={styles.footerText}>{text.footer}</Text>
        </View>
        <Text style={styles.product}>{text.productName}</Text>
        <Text style={styles.title}>{text.title}</Text>
        <Text style={styles.names}>{text.pair}</Text>
        {text.createdAt ? <Text style={styles.date}>{text.createdAt}</Text> : null}

        <View style={styles.dimensions}>
          {text.dimensions.map((dimension) => (
            <DimensionRow key={dimension.key} dimension={dimension} />
          ))}
        </View>

        {report && report.markdown.trim() ? (
          // Not wrapped in a View: a fixed footer vanishes from pages whose content wraps inside a nested View.
          <>
            <Text style={styles.reportHeading} minPresenceAhead={60}>{report.standard ? text.standardReport : text.report}</Text>
            {report.standard ? <Text style={styles.reportNote}>{text.standardReportNote}</Text> : null}
            {markdownToPdf(report.markdown, markdownStyles)}
          </>
        ) : null}

      </Page>
    </Document>
  );
}

function DimensionRow({ dimension }: { dimension: DimensionText }) {
  const colours = BAND_COLOURS[dimension.band];
  return (
    <View style={styles.dimension} wrap={false}>
      <View style={styles.dimensionHead}>
        <Text style={styles.dimensionTitle}>{dimension.title}</Text>
        <Text style={styles.score}>{dimension.scoreOfHundred}</Text>
        <View style={[styles.chip, { backgroundColor: colours.chip }]}>
          <Text style={[styles.chipText, { color: colours.text }]}>{dimension.bandText}</Text>
        </View>
      </View>
      <View style={styles.track}>
        <View style={[styles.bar, { width: `${dimension.score}%`, backgroundColor: colours.bar }]} />
      </View>
      <Text style={styles.meaning}>{dimension.bandMeaning}</Text>
    </View>
  );
}
