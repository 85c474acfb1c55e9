// Gatsby's Link expects the runtime loader; Jest has none.
global.___loader = { enqueue: jest.fn() }
