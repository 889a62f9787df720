/// hig: a static site generator for multilingual Apple Human Interface Guidelines texts.
///
/// The library holds every stage of the pipeline, one folder per stage:
/// Ingest (files to language-tagged blocks), Align (blocks to aligned documents),
/// Render (Markdown and templates), Site (the static site), Serve (preview server),
/// Report (alignment reports and exports), CLI (the commands of the `hig` executable).
public enum HIG {
    public static let version = "0.1.0"
}
