//! Point-and-line boards: named points joined by undirected lines.
