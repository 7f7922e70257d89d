//! Square sets (bitboards).
