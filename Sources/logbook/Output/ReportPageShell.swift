import Foundation
import LogbookCore

/// The frame of every report page: the Content-Security-Policy that allows nothing from
/// outside (only this page's own style and tooltip script, by their hashes), the inline
/// style with light and dark colours and a print layout, and the tooltip script.
enum ReportPageShell {
    /// The inline style of every page.
    static let style = """
        :root{color-scheme:light dark;--bg:#fff;--fg:#1f2328;--muted:#656d76;--grid:#d8dee4;--l0:#ebedf0;--l1:#9be9a8;\
        --l2:#40c463;--l3:#30a14e;--l4:#216e39;--bar:#218bff;--line:#cf222e;--route:#cf222e;--heat:#cf222e}
        @media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#8d96a0;--grid:#30363d;--l0:#161b22;\
        --l1:#0e4429;--l2:#006d32;--l3:#26a641;--l4:#39d353;--bar:#4493f8;--line:#ff7b72;--route:#ff7b72;--heat:#ffa657}}
        body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;background:var(--bg);color:var(--fg);\
        margin:0 auto;max-width:1000px;padding:1rem 1.25rem 3rem}
        h1{font-size:1.5rem;margin:.2rem 0}h2{font-size:1.1rem;margin:1.6rem 0 .4rem}
        a{color:var(--bar)}.muted,figcaption{color:var(--muted)}
        svg{max-width:100%;height:auto;display:block}svg text{fill:var(--muted);font-size:10px}
        table{border-collapse:collapse;font-variant-numeric:tabular-nums}
        th,td{padding:2px 10px 2px 0;border-bottom:1px solid var(--grid);text-align:right;vertical-align:top}
        th:first-child,td:first-child,td.l,th.l{text-align:left}
        .l0{fill:var(--l0)}.l1{fill:var(--l1)}.l2{fill:var(--l2)}.l3{fill:var(--l3)}.l4{fill:var(--l4)}
        .bar{fill:var(--bar)}.line{fill:none;stroke:var(--line);stroke-width:1.5}.axis{stroke:var(--grid)}
        .ctl,.atl,.tsb{fill:none;stroke-width:1.5}.ctl{stroke:#2b6cb0}.atl{stroke:#c05621}.tsb{stroke:#2f855a}.day{fill:#2b6cb0}.zero{stroke:var(--muted)}
        .z0{fill:#a0aec0}.z1{fill:#90cdf4}.z2{fill:#68d391}.z3{fill:#f6e05e}.z4{fill:#f6ad55}.z5{fill:#fc8181}
        .route{fill:none;stroke:var(--route);stroke-width:2.5;stroke-linejoin:round;stroke-linecap:round}
        .p0,.p1,.p2,.p3,.p4{fill:none;stroke-width:3;stroke-linejoin:round;stroke-linecap:round}.p0{stroke:#1a7f37}\
        .p1{stroke:#7fb800}.p2{stroke:#d4a72c}.p3{stroke:#e16f24}.p4{stroke:#cf222e}
        .heat{fill:none;stroke:var(--heat);stroke-width:1.5;stroke-opacity:.35;stroke-linejoin:round}
        .areas{display:grid;grid-template-columns:repeat(auto-fill,minmax(230px,1fr));gap:.6rem}.areas figure{margin:0}.areas .heat{vector-effect:non-scaling-stroke;stroke-width:2}.attribution{paint-order:stroke;stroke:var(--bg);stroke-width:3px}
        .ground{fill:var(--l0)}.scale{stroke:var(--fg);stroke-width:2}.start{fill:#2da44e}.end{fill:var(--fg)}
        #tip{position:fixed;bottom:0;left:0;right:0;margin:0;padding:.3rem 1rem;background:var(--bg);\
        border-top:1px solid var(--grid);min-height:1.2em}
        nav{margin:.5rem 0}.flags li{color:var(--line)}
        @media print{#tip,nav{display:none}body{max-width:none;padding:0}a{color:inherit;text-decoration:none}}
        """

    /// The tooltip script: shows the `data-tip` of the element under the pointer (or in
    /// focus) in the line at the bottom. Every number is on the page without it.
    static let script = """
        (function(){var t=document.getElementById("tip");if(!t)return;function s(e){var n=e.target.closest?\
        e.target.closest("[data-tip]"):null;t.textContent=n?n.getAttribute("data-tip"):"";}\
        document.addEventListener("mouseover",s);document.addEventListener("focusin",s);})();
        """

    /// The Content-Security-Policy: nothing from anywhere, but this style and this script, and
    /// images from `images` only (a basemap's origin) when given.
    static func policy(images: String? = nil) -> String {
        "default-src 'none'; style-src '\(styleHash)'; script-src '\(scriptHash)'; img-src \(images ?? "'none'"); "
            + "connect-src 'none'; font-src 'none'; base-uri 'none'; form-action 'none'"
    }

    /// The style's and the script's hashes, worked out once.
    static let styleHash = hash(style), scriptHash = hash(script)

    /// A page with `title` (words from files escaped here) and `body` (already HTML); `images`
    /// is the one origin its images may come from (`report --basemap`), else none.
    static func page(title: String, body: String, data: String? = nil, images: String? = nil) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(policy(images: images))">
            <meta name="referrer" content="no-referrer">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>\(HTMLText.escape(title))</title>
            <style>\(style)</style>

            """
        if let data { html += "<script type=\"application/json\" id=\"logbook-data\">\(HTMLText.scriptJSON(data))</script>\n" }
        html += "</head>\n<body>\n" + body + "<p id=\"tip\" aria-live=\"polite\"></p>\n<script>\(script)</script>\n</body>\n</html>\n"
        return html
    }

    /// `sha256-<base64>` of `text`'s UTF-8 bytes, as a CSP source.
    static func hash(_ text: String) -> String {
        guard let hex = try? SHA256.hex(of: Array(text.utf8)) else { return "none" }
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            bytes.append(UInt8(hex[index..<next], radix: 16) ?? 0)
            index = next
        }
        return "sha256-" + Data(bytes).base64EncodedString()
    }
}
