/// What a content handler learns about an element when it starts.
struct XMLStartTag {
    /// The element's local name and namespace.
    let name: XMLName
    /// Its attributes.
    let attributes: XMLAttributes
    /// Its nesting depth: 1 for the root element.
    let depth: Int
    /// The 1-based line of the start tag.
    let line: Int
}
