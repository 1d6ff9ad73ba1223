/// Drawing a styled map into cells: fills as cell backgrounds, lines as braille dots, names
/// placed clear of each other and of what the caller reserved (pins, the callout, you). The app's
/// map pane draws its frame around it.
public enum MapDrawing {}
