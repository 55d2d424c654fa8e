-- Fails every time it runs: indexing a field of nil.
function round_start(ctx, ev)
  local missing = nil
  return missing.field
end
