/// The namespace of subscriber types and the values subscribers exchange with publishers, as Combine's.
public enum Subscribers {}
