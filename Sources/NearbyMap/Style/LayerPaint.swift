/// How a layer draws, by kind: colours and widths as zoom curves, labels as text templates.
public enum LayerPaint: Sendable, Equatable {
    /// `background-color`: the whole pane.
    case background(color: ZoomCurve<StyleColor>)
    case fill(FillPaint)
    case line(LinePaint)
    case symbol(SymbolPaint)

    public var kind: StyleLayer.Kind {
        switch self {
        case .background: return .background
        case .fill: return .fill
        case .line: return .line
        case .symbol: return .symbol
        }
    }
}

/// A fill layer's paint: the area's colour and, when the style gives one, its outline's.
public struct FillPaint: Sendable, Equatable {
    /// `fill-color`.
    public var color: ZoomCurve<StyleColor>
    /// `fill-outline-color`: nil draws no outline.
    public var outlineColor: ZoomCurve<StyleColor>?
    /// `fill-opacity` (0...1): a fill below about 0.2 may be left out on a terminal.
    public var opacity: ZoomCurve<Double>

    public init(color: ZoomCurve<StyleColor>, outlineColor: ZoomCurve<StyleColor>? = nil,
                opacity: ZoomCurve<Double> = .constant(1)) {
        self.color = color
        self.outlineColor = outlineColor
        self.opacity = opacity
    }
}

/// A line layer's paint.
public struct LinePaint: Sendable, Equatable {
    /// `line-color`.
    public var color: ZoomCurve<StyleColor>
    /// `line-width` in screen pixels (a number or stops over the zoom).
    public var width: ZoomCurve<Double>
    /// Whether `line-dasharray` asks for a dashed line (rail, paths, boundaries).
    public var isDashed: Bool

    public init(color: ZoomCurve<StyleColor>, width: ZoomCurve<Double> = .constant(1), isDashed: Bool = false) {
        self.color = color
        self.width = width
        self.isDashed = isDashed
    }
}

/// A symbol layer's paint and layout: the label text and its colour. Icons are not drawn.
public struct SymbolPaint: Sendable, Equatable {
    /// `text-field`: nil for a symbol layer without text (icons only), which draws nothing.
    public var textField: TextTemplate?
    /// `text-color`.
    public var textColor: ZoomCurve<StyleColor>
    /// `text-size` in pixels: a hint of the label's rank (bigger labels are placed first).
    public var textSize: ZoomCurve<Double>

    public init(textField: TextTemplate?, textColor: ZoomCurve<StyleColor> = .constant(.black),
                textSize: ZoomCurve<Double> = .constant(16)) {
        self.textField = textField
        self.textColor = textColor
        self.textSize = textSize
    }
}
