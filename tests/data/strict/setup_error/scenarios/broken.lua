-- Fails at setup; the message carries terminal escape sequences (a title, a clear screen).
function setup_fails(ctx, ev)
  error("setup went wrong\27[2J")
end

-- Fails in round 1 only.
function round_one_fails(ctx, ev)
  if ev.round == 1 then error("round one went wrong") end
end

-- Speaks at setup, with escape sequences too.
function setup_speaks(ctx, ev)
  game.message("the setup rule speaks\27]0;title\7")
end
