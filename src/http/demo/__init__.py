"""`signage demo`: the demo data of the screenshots, added to a portal to try it out."""
