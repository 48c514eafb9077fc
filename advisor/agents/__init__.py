"""The agent surfaces: the MCP server and the LangChain tools, over one set of request models."""
