"""Colour arithmetic on computed CSS colours (`rgb(r, g, b)` / `rgba(r, g, b, a)`), as WCAG
defines it."""


def luminance(colour):
    """Relative luminance of a computed colour."""
    values = [float(part) for part in colour[colour.index("(") + 1:-1].split(",")[:3]]

    def channel(value):
        value /= 255
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    red, green, blue = (channel(value) for value in values)
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(first, second):
    """The contrast ratio of two computed colours, from 1 to 21."""
    lighter, darker = sorted((luminance(first), luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)
