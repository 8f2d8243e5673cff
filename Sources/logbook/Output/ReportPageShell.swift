import Foundation
import LogbookCore
import LogbookSupport

/// The frame of every report page: the Content-Security-Policy that allows nothing from
/// outside (only this page's own style and tooltip script, by their hashes), the inline
/// style with light and dark colours and a print layout, and the tooltip script.
enum ReportPageShell {
    /// The inline style of every page. On a phone nothing is wider than the screen: tables
    /// and sections scroll in their own box, charts keep their drawn size (so no chart text
    /// is under 11 px) and scroll there too; a map shrinks to the screen, its scale and
    /// attribution drawn at 16 px so that they stay above 11 px at 390 px.
    static let style = """
        :root{color-scheme:light dark;--bg:#fff;--fg:#1f2328;--muted:#656d76;--grid:#d8dee4;\(ReportPalette.properties(ReportPalette.light));\
        --bar:#218bff;--line:#cf222e;--route:#cf222e;--heat:#cf222e}
        @media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#8d96a0;--grid:#30363d;\
        \(ReportPalette.properties(ReportPalette.dark));--bar:#4493f8;--line:#ff7b72;--route:#ff7b72;--heat:#ffa657}}
        body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;background:var(--bg);color:var(--fg);\
        margin:0 auto;max-width:1000px;padding:1rem 1.25rem 3rem;overflow-wrap:anywhere}
        h1{font-size:1.5rem;margin:.2rem 0}h2{font-size:1.1rem;margin:1.6rem 0 .4rem}
        a{color:var(--bar)}.muted,figcaption{color:var(--muted)}
        section,figure,details{overflow-x:auto;max-width:100%}figure{margin:.8rem 0}
        svg{max-width:100%;height:auto;display:block}svg:not([width]){width:960px;max-width:none}svg.year{max-width:none}
        svg text{fill:var(--muted);font-size:11px}svg text.pace-scale{fill:var(--line)}
        table{border-collapse:collapse;font-variant-numeric:tabular-nums;display:block;overflow-x:auto;max-width:100%}
        th,td{padding:2px 10px 2px 0;border-bottom:1px solid var(--grid);text-align:right;vertical-align:top;\
        overflow-wrap:normal;white-space:nowrap}td.l{white-space:normal;min-width:8em}.key{white-space:nowrap}
        th:first-child,td:first-child,td.l,th.l{text-align:left}
        .l0{fill:var(--l0)}.l1{fill:var(--l1)}.l2{fill:var(--l2)}.l3{fill:var(--l3)}.l4{fill:var(--l4)}
        .sw{display:inline-block;width:11px;height:11px;border-radius:2px;vertical-align:-1px;margin:0 3px 0 10px}\
        .s0{background:var(--l0)}.s1{background:var(--l1)}.s2{background:var(--l2)}.s3{background:var(--l3)}.s4{background:var(--l4)}
        .bar{fill:var(--bar)}.line,.hr,.elev{fill:none;stroke:var(--line);stroke-width:1.5}.hr{stroke:#8250df}.elev{stroke:#1a7f37}.axis{stroke:var(--grid)}
        .ctl,.atl,.tsb{fill:none;stroke-width:1.5}.ctl{stroke:#2b6cb0}.atl{stroke:#c05621}.tsb{stroke:#2f855a}.day{fill:#2b6cb0}.zero{stroke:var(--muted)}
        .z0{fill:#a0aec0}.z1{fill:#90cdf4}.z2{fill:#68d391}.z3{fill:#f6e05e}.z4{fill:#f6ad55}.z5{fill:#fc8181}
        .route{fill:none;stroke:var(--route);stroke-width:2.5;stroke-linejoin:round;stroke-linecap:round}
        .p0,.p1,.p2,.p3,.p4{fill:none;stroke-width:3;stroke-linejoin:round;stroke-linecap:round}.p0{stroke:#1a7f37}\
        .p1{stroke:#7fb800}.p2{stroke:#d4a72c}.p3{stroke:#e16f24}.p4{stroke:#cf222e}
        .heat{fill:none;stroke:var(--heat);stroke-width:1.5;stroke-opacity:.35;stroke-linejoin:round}
        .areas{display:grid;grid-template-columns:repeat(auto-fill,minmax(230px,1fr));gap:.6rem}.areas figure{margin:0}.areas .heat{vector-effect:non-scaling-stroke;stroke-width:2}.attribution{paint-order:stroke;stroke:var(--bg);stroke-width:3px}
        .ground{fill:var(--l0)}.scale{stroke:var(--fg);stroke-width:2}.start,.best{fill:#2da44e}.tile{fill:var(--l2)}.square{fill:none;stroke:var(--line);stroke-width:2}.end{fill:var(--fg)}
        #tip{position:fixed;bottom:0;left:0;right:0;margin:0;padding:.3rem 1rem;background:var(--bg);\
        border-top:1px solid var(--grid);min-height:1.2em}
        nav{margin:.5rem 0}nav a{margin-right:.6rem;display:inline-block}.flags li,.over{color:var(--line)}
        .skip{position:absolute;left:-9999px}.skip:focus{left:1rem;top:.5rem;background:var(--bg);padding:.3rem}
        summary{cursor:pointer;margin:.3rem 0}a:focus-visible,summary:focus-visible{outline:2px solid var(--bar)}
        #run-filter input,#run-filter select{font:inherit;margin-right:.6rem}th button{font:inherit;font-weight:bold;\
        background:none;border:0;padding:0;color:inherit;cursor:pointer}
        @media (max-width:600px){body{padding:.5rem .6rem 3rem}svg text.maplabel{font-size:16px}}
        @media print{#tip,nav,.skip,#run-filter{display:none}body{max-width:none;padding:0}a{color:inherit;text-decoration:none}}
        """

    /// The page script, the same on every page: shows the `data-tip` of the element under the
    /// pointer or in focus (or the text of a `.t` link: its `<title>`) in the line at the bottom, and lets the list of runs (`#run-list`)
    /// be sorted by a column and filtered by sport and text. Every number and every run is on
    /// the page without it.
    static let script = """
        (function(){var t=document.getElementById("tip");if(t){var s=function(e){var n=e.target.closest?\
        e.target.closest("[data-tip],.t"):null;t.textContent=n?n.getAttribute("data-tip")||n.textContent:"";};\
        document.addEventListener("mouseover",s);document.addEventListener("focusin",s);}\
        var l=document.getElementById("run-list"),f=document.getElementById("run-filter");if(!l||!f)return;\
        var b=l.tBodies[0],rows=Array.prototype.slice.call(b.rows),q=document.getElementById("run-text"),\
        p=document.getElementById("run-sport"),c=document.getElementById("run-count");f.hidden=false;\
        var show=function(){var w=q.value.toLowerCase(),k=p.value,n=0;rows.forEach(function(r){\
        var v=(!k||r.getAttribute("data-sport")===k)&&(!w||r.textContent.toLowerCase().indexOf(w)>=0);r.hidden=!v;if(v)n++;});\
        c.textContent=n+(n===1?" run":" runs")+" shown";};q.addEventListener("input",show);p.addEventListener("change",show);\
        var hs=l.tHead.rows[0].cells;Array.prototype.forEach.call(hs,function(h,i){if(!h.hasAttribute("data-sort"))return;\
        var u=document.createElement("button");u.type="button";u.textContent=h.textContent;h.textContent="";h.appendChild(u);\
        u.addEventListener("click",function(){var up=h.getAttribute("aria-sort")!=="ascending";\
        Array.prototype.forEach.call(hs,function(o){o.removeAttribute("aria-sort");});h.setAttribute("aria-sort",up?"ascending":"descending");\
        rows.sort(function(a,z){var x=a.cells[i].getAttribute("data-v"),y=z.cells[i].getAttribute("data-v");\
        if(x===y)return 0;if(!x)return 1;if(!y)return -1;var d=parseFloat(x)-parseFloat(y);if(isNaN(d))d=x<y?-1:1;return up?d:-d;});\
        rows.forEach(function(r){b.appendChild(r);});});});})();
        """

    /// The Content-Security-Policy: nothing from anywhere, but this style and this script, and
    /// images from `images` only (a basemap's origin) when given.
    static func policy(images: String? = nil) -> String {
        "default-src 'none'; style-src '\(styleHash)'; script-src '\(scriptHash)'; img-src \(images ?? "'none'"); "
            + "connect-src 'none'; font-src 'none'; base-uri 'none'; form-action 'none'"
    }

    /// The style's and the script's hashes, worked out once.
    static let styleHash = hash(style), scriptHash = hash(script)

    /// A page with `title` (words from files escaped here), `menu` (the links above it) and
    /// `body` (already HTML) as its `<main>`, behind a link that skips the menu; `images` is
    /// the one origin its images may come from (`report --basemap`), else none.
    static func page(title: String, body: String, data: String? = nil, menu: String = "", images: String? = nil) -> String {
        TextPieces.text { pieces in
            try write(title: title, data: data, menu: menu, images: images, into: &pieces) { try $0.append(body) }
        }
    }

    /// The page `page(title:body:data:menu:images:)` makes, handed to `pieces` as it is made,
    /// its body from `body` (which appends it), so that a long page is never held whole.
    static func write(
        title: String, data: String? = nil, menu: String = "", images: String? = nil, into pieces: inout TextPieces,
        body: (inout TextPieces) throws -> Void
    ) throws {
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
        html += "</head>\n<body>\n<a class=\"skip\" href=\"#main\">Skip to the content</a>\n" + menu + "<main id=\"main\">\n"
        try pieces.append(html)
        try body(&pieces)
        try pieces.append("</main>\n<p id=\"tip\" aria-live=\"polite\"></p>\n<script>\(script)</script>\n</body>\n</html>\n")
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
